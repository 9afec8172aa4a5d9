from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0 import (
        LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0,
    )
    from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1 import (
        LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1,
    )
    from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
    )
    from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
    )
    from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
    )
    from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
        LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
    )
    from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0 import (
        LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0,
    )
    from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_1 import (
        LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1,
    )
    from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0 import (
        LegalActionsActionsItemPlayFragDeadlandsLadder29Type0,
    )
    from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1 import (
        LegalActionsActionsItemPlayFragDeadlandsLadder29Type1,
    )
    from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0 import (
        LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0,
    )
    from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_1 import (
        LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1,
    )
    from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
    )
    from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
    )
    from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
    )
    from ..models.legal_actions_activate_shootin_ladders import LegalActionsActivateShootinLadders
    from ..models.legal_actions_boost_frag_deadlands import LegalActionsBoostFragDeadlands
    from ..models.legal_actions_cage_draw_run_for_your_life_candyman import LegalActionsCageDrawRunForYourLifeCandyman
    from ..models.legal_actions_choose_pass_ladder_29 import LegalActionsChoosePassLadder29
    from ..models.legal_actions_cure_frag_deadlands import LegalActionsCureFragDeadlands
    from ..models.legal_actions_defend_run_for_your_life_candyman import LegalActionsDefendRunForYourLifeCandyman
    from ..models.legal_actions_discard_frag_deadlands import LegalActionsDiscardFragDeadlands
    from ..models.legal_actions_drop_flag_shootin_ladders import LegalActionsDropFlagShootinLadders
    from ..models.legal_actions_drop_frag_deadlands import LegalActionsDropFragDeadlands
    from ..models.legal_actions_equip_run_for_your_life_candyman import LegalActionsEquipRunForYourLifeCandyman
    from ..models.legal_actions_escape_run_for_your_life_candyman import LegalActionsEscapeRunForYourLifeCandyman
    from ..models.legal_actions_fall_frag_deadlands import LegalActionsFallFragDeadlands
    from ..models.legal_actions_flag_part_shootin_ladders import LegalActionsFlagPartShootinLadders
    from ..models.legal_actions_gear_shootin_ladders import LegalActionsGearShootinLadders
    from ..models.legal_actions_go_first_shootin_ladders import LegalActionsGoFirstShootinLadders
    from ..models.legal_actions_hang_frag_deadlands import LegalActionsHangFragDeadlands
    from ..models.legal_actions_hold_fire_frag_deadlands import LegalActionsHoldFireFragDeadlands
    from ..models.legal_actions_hold_frag_deadlands import LegalActionsHoldFragDeadlands
    from ..models.legal_actions_joker_draw_frag_deadlands import LegalActionsJokerDrawFragDeadlands
    from ..models.legal_actions_jump_frag_deadlands import LegalActionsJumpFragDeadlands
    from ..models.legal_actions_keep_flag_shootin_ladders import LegalActionsKeepFlagShootinLadders
    from ..models.legal_actions_keep_frag_deadlands import LegalActionsKeepFragDeadlands
    from ..models.legal_actions_keep_none_frag_deadlands import LegalActionsKeepNoneFragDeadlands
    from ..models.legal_actions_lead_ladder_29 import LegalActionsLeadLadder29
    from ..models.legal_actions_no_blood_frag_deadlands import LegalActionsNoBloodFragDeadlands
    from ..models.legal_actions_no_defense_run_for_your_life_candyman import LegalActionsNoDefenseRunForYourLifeCandyman
    from ..models.legal_actions_no_hang_frag_deadlands import LegalActionsNoHangFragDeadlands
    from ..models.legal_actions_no_reaction_shootin_ladders import LegalActionsNoReactionShootinLadders
    from ..models.legal_actions_no_return_frag_deadlands import LegalActionsNoReturnFragDeadlands
    from ..models.legal_actions_no_summon_run_for_your_life_candyman import LegalActionsNoSummonRunForYourLifeCandyman
    from ..models.legal_actions_part_run_for_your_life_candyman import LegalActionsPartRunForYourLifeCandyman
    from ..models.legal_actions_pass_flag_shootin_ladders import LegalActionsPassFlagShootinLadders
    from ..models.legal_actions_pickup_frag_deadlands import LegalActionsPickupFragDeadlands
    from ..models.legal_actions_place_shootin_ladders import LegalActionsPlaceShootinLadders
    from ..models.legal_actions_play_weapon_shootin_ladders import LegalActionsPlayWeaponShootinLadders
    from ..models.legal_actions_poker_frag_deadlands import LegalActionsPokerFragDeadlands
    from ..models.legal_actions_react_shootin_ladders import LegalActionsReactShootinLadders
    from ..models.legal_actions_reload_shootin_ladders import LegalActionsReloadShootinLadders
    from ..models.legal_actions_return_fire_frag_deadlands import LegalActionsReturnFireFragDeadlands
    from ..models.legal_actions_shoot_out_frag_deadlands import LegalActionsShootOutFragDeadlands
    from ..models.legal_actions_stay_shootin_ladders import LegalActionsStayShootinLadders
    from ..models.legal_actions_steal_flag_shootin_ladders import LegalActionsStealFlagShootinLadders
    from ..models.legal_actions_summon_run_for_your_life_candyman import LegalActionsSummonRunForYourLifeCandyman
    from ..models.legal_actions_swap_frag_deadlands import LegalActionsSwapFragDeadlands
    from ..models.legal_actions_take_blood_frag_deadlands import LegalActionsTakeBloodFragDeadlands
    from ..models.legal_actions_take_hot_spot_ladder_29 import LegalActionsTakeHotSpotLadder29
    from ..models.legal_actions_teleport_frag_deadlands import LegalActionsTeleportFragDeadlands
    from ..models.legal_actions_treat_run_for_your_life_candyman import LegalActionsTreatRunForYourLifeCandyman
    from ..models.legal_actions_use_blood_frag_deadlands import LegalActionsUseBloodFragDeadlands


T = TypeVar("T", bound="LegalActions")


@_attrs_define
class LegalActions:
    """
    Attributes:
        version (int):
        seat (int):
        actions (list[LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0 |
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1 |
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0 |
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1 |
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0 |
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1 |
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2 |
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0 |
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1 |
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2 |
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3 |
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0 |
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1 |
            LegalActionsActionsItemPlayFragDeadlandsLadder29Type0 | LegalActionsActionsItemPlayFragDeadlandsLadder29Type1 |
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0 |
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1 |
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0 |
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1 |
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2 |
            LegalActionsActivateShootinLadders | LegalActionsBoostFragDeadlands | LegalActionsCageDrawRunForYourLifeCandyman
            | LegalActionsChoosePassLadder29 | LegalActionsCureFragDeadlands | LegalActionsDefendRunForYourLifeCandyman |
            LegalActionsDiscardFragDeadlands | LegalActionsDropFlagShootinLadders | LegalActionsDropFragDeadlands |
            LegalActionsEquipRunForYourLifeCandyman | LegalActionsEscapeRunForYourLifeCandyman |
            LegalActionsFallFragDeadlands | LegalActionsFlagPartShootinLadders | LegalActionsGearShootinLadders |
            LegalActionsGoFirstShootinLadders | LegalActionsHangFragDeadlands | LegalActionsHoldFireFragDeadlands |
            LegalActionsHoldFragDeadlands | LegalActionsJokerDrawFragDeadlands | LegalActionsJumpFragDeadlands |
            LegalActionsKeepFlagShootinLadders | LegalActionsKeepFragDeadlands | LegalActionsKeepNoneFragDeadlands |
            LegalActionsLeadLadder29 | LegalActionsNoBloodFragDeadlands | LegalActionsNoDefenseRunForYourLifeCandyman |
            LegalActionsNoHangFragDeadlands | LegalActionsNoReactionShootinLadders | LegalActionsNoReturnFragDeadlands |
            LegalActionsNoSummonRunForYourLifeCandyman | LegalActionsPartRunForYourLifeCandyman |
            LegalActionsPassFlagShootinLadders | LegalActionsPickupFragDeadlands | LegalActionsPlaceShootinLadders |
            LegalActionsPlayWeaponShootinLadders | LegalActionsPokerFragDeadlands | LegalActionsReactShootinLadders |
            LegalActionsReloadShootinLadders | LegalActionsReturnFireFragDeadlands | LegalActionsShootOutFragDeadlands |
            LegalActionsStayShootinLadders | LegalActionsStealFlagShootinLadders | LegalActionsSummonRunForYourLifeCandyman
            | LegalActionsSwapFragDeadlands | LegalActionsTakeBloodFragDeadlands | LegalActionsTakeHotSpotLadder29 |
            LegalActionsTeleportFragDeadlands | LegalActionsTreatRunForYourLifeCandyman |
            LegalActionsUseBloodFragDeadlands]):
    """

    version: int
    seat: int
    actions: list[
        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0
        | LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1
        | LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0
        | LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1
        | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
        | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
        | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
        | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
        | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
        | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
        | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
        | LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0
        | LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1
        | LegalActionsActionsItemPlayFragDeadlandsLadder29Type0
        | LegalActionsActionsItemPlayFragDeadlandsLadder29Type1
        | LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0
        | LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1
        | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
        | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
        | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
        | LegalActionsActivateShootinLadders
        | LegalActionsBoostFragDeadlands
        | LegalActionsCageDrawRunForYourLifeCandyman
        | LegalActionsChoosePassLadder29
        | LegalActionsCureFragDeadlands
        | LegalActionsDefendRunForYourLifeCandyman
        | LegalActionsDiscardFragDeadlands
        | LegalActionsDropFlagShootinLadders
        | LegalActionsDropFragDeadlands
        | LegalActionsEquipRunForYourLifeCandyman
        | LegalActionsEscapeRunForYourLifeCandyman
        | LegalActionsFallFragDeadlands
        | LegalActionsFlagPartShootinLadders
        | LegalActionsGearShootinLadders
        | LegalActionsGoFirstShootinLadders
        | LegalActionsHangFragDeadlands
        | LegalActionsHoldFireFragDeadlands
        | LegalActionsHoldFragDeadlands
        | LegalActionsJokerDrawFragDeadlands
        | LegalActionsJumpFragDeadlands
        | LegalActionsKeepFlagShootinLadders
        | LegalActionsKeepFragDeadlands
        | LegalActionsKeepNoneFragDeadlands
        | LegalActionsLeadLadder29
        | LegalActionsNoBloodFragDeadlands
        | LegalActionsNoDefenseRunForYourLifeCandyman
        | LegalActionsNoHangFragDeadlands
        | LegalActionsNoReactionShootinLadders
        | LegalActionsNoReturnFragDeadlands
        | LegalActionsNoSummonRunForYourLifeCandyman
        | LegalActionsPartRunForYourLifeCandyman
        | LegalActionsPassFlagShootinLadders
        | LegalActionsPickupFragDeadlands
        | LegalActionsPlaceShootinLadders
        | LegalActionsPlayWeaponShootinLadders
        | LegalActionsPokerFragDeadlands
        | LegalActionsReactShootinLadders
        | LegalActionsReloadShootinLadders
        | LegalActionsReturnFireFragDeadlands
        | LegalActionsShootOutFragDeadlands
        | LegalActionsStayShootinLadders
        | LegalActionsStealFlagShootinLadders
        | LegalActionsSummonRunForYourLifeCandyman
        | LegalActionsSwapFragDeadlands
        | LegalActionsTakeBloodFragDeadlands
        | LegalActionsTakeHotSpotLadder29
        | LegalActionsTeleportFragDeadlands
        | LegalActionsTreatRunForYourLifeCandyman
        | LegalActionsUseBloodFragDeadlands
    ]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0 import (
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1 import (
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0 import (
            LegalActionsActionsItemPlayFragDeadlandsLadder29Type0,
        )
        from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1 import (
            LegalActionsActionsItemPlayFragDeadlandsLadder29Type1,
        )
        from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0 import (
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_1 import (
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.legal_actions_activate_shootin_ladders import LegalActionsActivateShootinLadders
        from ..models.legal_actions_boost_frag_deadlands import LegalActionsBoostFragDeadlands
        from ..models.legal_actions_cage_draw_run_for_your_life_candyman import (
            LegalActionsCageDrawRunForYourLifeCandyman,
        )
        from ..models.legal_actions_choose_pass_ladder_29 import LegalActionsChoosePassLadder29
        from ..models.legal_actions_cure_frag_deadlands import LegalActionsCureFragDeadlands
        from ..models.legal_actions_defend_run_for_your_life_candyman import LegalActionsDefendRunForYourLifeCandyman
        from ..models.legal_actions_discard_frag_deadlands import LegalActionsDiscardFragDeadlands
        from ..models.legal_actions_drop_flag_shootin_ladders import LegalActionsDropFlagShootinLadders
        from ..models.legal_actions_drop_frag_deadlands import LegalActionsDropFragDeadlands
        from ..models.legal_actions_equip_run_for_your_life_candyman import LegalActionsEquipRunForYourLifeCandyman
        from ..models.legal_actions_escape_run_for_your_life_candyman import LegalActionsEscapeRunForYourLifeCandyman
        from ..models.legal_actions_fall_frag_deadlands import LegalActionsFallFragDeadlands
        from ..models.legal_actions_flag_part_shootin_ladders import LegalActionsFlagPartShootinLadders
        from ..models.legal_actions_gear_shootin_ladders import LegalActionsGearShootinLadders
        from ..models.legal_actions_go_first_shootin_ladders import LegalActionsGoFirstShootinLadders
        from ..models.legal_actions_hang_frag_deadlands import LegalActionsHangFragDeadlands
        from ..models.legal_actions_hold_fire_frag_deadlands import LegalActionsHoldFireFragDeadlands
        from ..models.legal_actions_hold_frag_deadlands import LegalActionsHoldFragDeadlands
        from ..models.legal_actions_joker_draw_frag_deadlands import LegalActionsJokerDrawFragDeadlands
        from ..models.legal_actions_jump_frag_deadlands import LegalActionsJumpFragDeadlands
        from ..models.legal_actions_keep_flag_shootin_ladders import LegalActionsKeepFlagShootinLadders
        from ..models.legal_actions_keep_frag_deadlands import LegalActionsKeepFragDeadlands
        from ..models.legal_actions_keep_none_frag_deadlands import LegalActionsKeepNoneFragDeadlands
        from ..models.legal_actions_lead_ladder_29 import LegalActionsLeadLadder29
        from ..models.legal_actions_no_blood_frag_deadlands import LegalActionsNoBloodFragDeadlands
        from ..models.legal_actions_no_defense_run_for_your_life_candyman import (
            LegalActionsNoDefenseRunForYourLifeCandyman,
        )
        from ..models.legal_actions_no_hang_frag_deadlands import LegalActionsNoHangFragDeadlands
        from ..models.legal_actions_no_reaction_shootin_ladders import LegalActionsNoReactionShootinLadders
        from ..models.legal_actions_no_return_frag_deadlands import LegalActionsNoReturnFragDeadlands
        from ..models.legal_actions_no_summon_run_for_your_life_candyman import (
            LegalActionsNoSummonRunForYourLifeCandyman,
        )
        from ..models.legal_actions_part_run_for_your_life_candyman import LegalActionsPartRunForYourLifeCandyman
        from ..models.legal_actions_pass_flag_shootin_ladders import LegalActionsPassFlagShootinLadders
        from ..models.legal_actions_pickup_frag_deadlands import LegalActionsPickupFragDeadlands
        from ..models.legal_actions_place_shootin_ladders import LegalActionsPlaceShootinLadders
        from ..models.legal_actions_play_weapon_shootin_ladders import LegalActionsPlayWeaponShootinLadders
        from ..models.legal_actions_poker_frag_deadlands import LegalActionsPokerFragDeadlands
        from ..models.legal_actions_react_shootin_ladders import LegalActionsReactShootinLadders
        from ..models.legal_actions_reload_shootin_ladders import LegalActionsReloadShootinLadders
        from ..models.legal_actions_return_fire_frag_deadlands import LegalActionsReturnFireFragDeadlands
        from ..models.legal_actions_shoot_out_frag_deadlands import LegalActionsShootOutFragDeadlands
        from ..models.legal_actions_stay_shootin_ladders import LegalActionsStayShootinLadders
        from ..models.legal_actions_steal_flag_shootin_ladders import LegalActionsStealFlagShootinLadders
        from ..models.legal_actions_summon_run_for_your_life_candyman import LegalActionsSummonRunForYourLifeCandyman
        from ..models.legal_actions_swap_frag_deadlands import LegalActionsSwapFragDeadlands
        from ..models.legal_actions_take_blood_frag_deadlands import LegalActionsTakeBloodFragDeadlands
        from ..models.legal_actions_take_hot_spot_ladder_29 import LegalActionsTakeHotSpotLadder29
        from ..models.legal_actions_teleport_frag_deadlands import LegalActionsTeleportFragDeadlands
        from ..models.legal_actions_treat_run_for_your_life_candyman import LegalActionsTreatRunForYourLifeCandyman

        version = self.version

        seat = self.seat

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if (
                isinstance(actions_item_data, LegalActionsActivateShootinLadders)
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
                )
                or isinstance(actions_item_data, LegalActionsBoostFragDeadlands)
                or isinstance(actions_item_data, LegalActionsCageDrawRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0)
                or isinstance(actions_item_data, LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1)
                or isinstance(actions_item_data, LegalActionsChoosePassLadder29)
                or isinstance(actions_item_data, LegalActionsCureFragDeadlands)
                or isinstance(actions_item_data, LegalActionsDefendRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsDiscardFragDeadlands)
                or isinstance(actions_item_data, LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0)
                or isinstance(actions_item_data, LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1)
                or isinstance(actions_item_data, LegalActionsDropFragDeadlands)
                or isinstance(actions_item_data, LegalActionsDropFlagShootinLadders)
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
                )
                or isinstance(actions_item_data, LegalActionsEquipRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsEscapeRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsFallFragDeadlands)
                or isinstance(actions_item_data, LegalActionsFlagPartShootinLadders)
                or isinstance(actions_item_data, LegalActionsGearShootinLadders)
                or isinstance(actions_item_data, LegalActionsGoFirstShootinLadders)
                or isinstance(actions_item_data, LegalActionsHangFragDeadlands)
                or isinstance(actions_item_data, LegalActionsHoldFragDeadlands)
                or isinstance(actions_item_data, LegalActionsHoldFireFragDeadlands)
                or isinstance(actions_item_data, LegalActionsJokerDrawFragDeadlands)
                or isinstance(actions_item_data, LegalActionsJumpFragDeadlands)
                or isinstance(actions_item_data, LegalActionsKeepFragDeadlands)
                or isinstance(actions_item_data, LegalActionsKeepFlagShootinLadders)
                or isinstance(actions_item_data, LegalActionsKeepNoneFragDeadlands)
                or isinstance(actions_item_data, LegalActionsLeadLadder29)
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
                )
                or isinstance(
                    actions_item_data,
                    LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
                )
                or isinstance(actions_item_data, LegalActionsNoBloodFragDeadlands)
                or isinstance(actions_item_data, LegalActionsNoDefenseRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsNoHangFragDeadlands)
                or isinstance(actions_item_data, LegalActionsNoReactionShootinLadders)
                or isinstance(actions_item_data, LegalActionsNoReturnFragDeadlands)
                or isinstance(actions_item_data, LegalActionsNoSummonRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsPartRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0)
                or isinstance(actions_item_data, LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1)
                or isinstance(actions_item_data, LegalActionsPassFlagShootinLadders)
                or isinstance(actions_item_data, LegalActionsPickupFragDeadlands)
                or isinstance(actions_item_data, LegalActionsPlaceShootinLadders)
                or isinstance(actions_item_data, LegalActionsActionsItemPlayFragDeadlandsLadder29Type0)
                or isinstance(actions_item_data, LegalActionsActionsItemPlayFragDeadlandsLadder29Type1)
                or isinstance(actions_item_data, LegalActionsPlayWeaponShootinLadders)
                or isinstance(actions_item_data, LegalActionsPokerFragDeadlands)
                or isinstance(actions_item_data, LegalActionsReactShootinLadders)
                or isinstance(actions_item_data, LegalActionsReloadShootinLadders)
                or isinstance(actions_item_data, LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0)
                or isinstance(actions_item_data, LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1)
                or isinstance(actions_item_data, LegalActionsReturnFireFragDeadlands)
                or isinstance(
                    actions_item_data, LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
                )
                or isinstance(
                    actions_item_data, LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
                )
                or isinstance(
                    actions_item_data, LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
                )
                or isinstance(actions_item_data, LegalActionsShootOutFragDeadlands)
                or isinstance(actions_item_data, LegalActionsStayShootinLadders)
                or isinstance(actions_item_data, LegalActionsStealFlagShootinLadders)
                or isinstance(actions_item_data, LegalActionsSummonRunForYourLifeCandyman)
                or isinstance(actions_item_data, LegalActionsSwapFragDeadlands)
                or isinstance(actions_item_data, LegalActionsTakeBloodFragDeadlands)
                or isinstance(actions_item_data, LegalActionsTakeHotSpotLadder29)
                or isinstance(actions_item_data, LegalActionsTeleportFragDeadlands)
                or isinstance(actions_item_data, LegalActionsTreatRunForYourLifeCandyman)
            ):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "version": version,
                "seat": seat,
                "actions": actions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_0 import (
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_choose_frag_deadlands_shootin_ladders_type_1 import (
            LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 import (
            LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.legal_actions_actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 import (
            LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3,
        )
        from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_0 import (
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0,
        )
        from ..models.legal_actions_actions_item_pass_ladder_29_run_for_your_life_candyman_type_1 import (
            LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1,
        )
        from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_0 import (
            LegalActionsActionsItemPlayFragDeadlandsLadder29Type0,
        )
        from ..models.legal_actions_actions_item_play_frag_deadlands_ladder_29_type_1 import (
            LegalActionsActionsItemPlayFragDeadlandsLadder29Type1,
        )
        from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_0 import (
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0,
        )
        from ..models.legal_actions_actions_item_respawn_frag_deadlands_shootin_ladders_type_1 import (
            LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1,
        )
        from ..models.legal_actions_actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 import (
            LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2,
        )
        from ..models.legal_actions_activate_shootin_ladders import LegalActionsActivateShootinLadders
        from ..models.legal_actions_boost_frag_deadlands import LegalActionsBoostFragDeadlands
        from ..models.legal_actions_cage_draw_run_for_your_life_candyman import (
            LegalActionsCageDrawRunForYourLifeCandyman,
        )
        from ..models.legal_actions_choose_pass_ladder_29 import LegalActionsChoosePassLadder29
        from ..models.legal_actions_cure_frag_deadlands import LegalActionsCureFragDeadlands
        from ..models.legal_actions_defend_run_for_your_life_candyman import LegalActionsDefendRunForYourLifeCandyman
        from ..models.legal_actions_discard_frag_deadlands import LegalActionsDiscardFragDeadlands
        from ..models.legal_actions_drop_flag_shootin_ladders import LegalActionsDropFlagShootinLadders
        from ..models.legal_actions_drop_frag_deadlands import LegalActionsDropFragDeadlands
        from ..models.legal_actions_equip_run_for_your_life_candyman import LegalActionsEquipRunForYourLifeCandyman
        from ..models.legal_actions_escape_run_for_your_life_candyman import LegalActionsEscapeRunForYourLifeCandyman
        from ..models.legal_actions_fall_frag_deadlands import LegalActionsFallFragDeadlands
        from ..models.legal_actions_flag_part_shootin_ladders import LegalActionsFlagPartShootinLadders
        from ..models.legal_actions_gear_shootin_ladders import LegalActionsGearShootinLadders
        from ..models.legal_actions_go_first_shootin_ladders import LegalActionsGoFirstShootinLadders
        from ..models.legal_actions_hang_frag_deadlands import LegalActionsHangFragDeadlands
        from ..models.legal_actions_hold_fire_frag_deadlands import LegalActionsHoldFireFragDeadlands
        from ..models.legal_actions_hold_frag_deadlands import LegalActionsHoldFragDeadlands
        from ..models.legal_actions_joker_draw_frag_deadlands import LegalActionsJokerDrawFragDeadlands
        from ..models.legal_actions_jump_frag_deadlands import LegalActionsJumpFragDeadlands
        from ..models.legal_actions_keep_flag_shootin_ladders import LegalActionsKeepFlagShootinLadders
        from ..models.legal_actions_keep_frag_deadlands import LegalActionsKeepFragDeadlands
        from ..models.legal_actions_keep_none_frag_deadlands import LegalActionsKeepNoneFragDeadlands
        from ..models.legal_actions_lead_ladder_29 import LegalActionsLeadLadder29
        from ..models.legal_actions_no_blood_frag_deadlands import LegalActionsNoBloodFragDeadlands
        from ..models.legal_actions_no_defense_run_for_your_life_candyman import (
            LegalActionsNoDefenseRunForYourLifeCandyman,
        )
        from ..models.legal_actions_no_hang_frag_deadlands import LegalActionsNoHangFragDeadlands
        from ..models.legal_actions_no_reaction_shootin_ladders import LegalActionsNoReactionShootinLadders
        from ..models.legal_actions_no_return_frag_deadlands import LegalActionsNoReturnFragDeadlands
        from ..models.legal_actions_no_summon_run_for_your_life_candyman import (
            LegalActionsNoSummonRunForYourLifeCandyman,
        )
        from ..models.legal_actions_part_run_for_your_life_candyman import LegalActionsPartRunForYourLifeCandyman
        from ..models.legal_actions_pass_flag_shootin_ladders import LegalActionsPassFlagShootinLadders
        from ..models.legal_actions_pickup_frag_deadlands import LegalActionsPickupFragDeadlands
        from ..models.legal_actions_place_shootin_ladders import LegalActionsPlaceShootinLadders
        from ..models.legal_actions_play_weapon_shootin_ladders import LegalActionsPlayWeaponShootinLadders
        from ..models.legal_actions_poker_frag_deadlands import LegalActionsPokerFragDeadlands
        from ..models.legal_actions_react_shootin_ladders import LegalActionsReactShootinLadders
        from ..models.legal_actions_reload_shootin_ladders import LegalActionsReloadShootinLadders
        from ..models.legal_actions_return_fire_frag_deadlands import LegalActionsReturnFireFragDeadlands
        from ..models.legal_actions_shoot_out_frag_deadlands import LegalActionsShootOutFragDeadlands
        from ..models.legal_actions_stay_shootin_ladders import LegalActionsStayShootinLadders
        from ..models.legal_actions_steal_flag_shootin_ladders import LegalActionsStealFlagShootinLadders
        from ..models.legal_actions_summon_run_for_your_life_candyman import LegalActionsSummonRunForYourLifeCandyman
        from ..models.legal_actions_swap_frag_deadlands import LegalActionsSwapFragDeadlands
        from ..models.legal_actions_take_blood_frag_deadlands import LegalActionsTakeBloodFragDeadlands
        from ..models.legal_actions_take_hot_spot_ladder_29 import LegalActionsTakeHotSpotLadder29
        from ..models.legal_actions_teleport_frag_deadlands import LegalActionsTeleportFragDeadlands
        from ..models.legal_actions_treat_run_for_your_life_candyman import LegalActionsTreatRunForYourLifeCandyman
        from ..models.legal_actions_use_blood_frag_deadlands import LegalActionsUseBloodFragDeadlands

        d = dict(src_dict)
        version = d.pop("version")

        seat = d.pop("seat")

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
                | LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
                | LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
                | LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0
                | LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1
                | LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0
                | LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1
                | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0
                | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1
                | LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2
                | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0
                | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1
                | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2
                | LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3
                | LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0
                | LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1
                | LegalActionsActionsItemPlayFragDeadlandsLadder29Type0
                | LegalActionsActionsItemPlayFragDeadlandsLadder29Type1
                | LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0
                | LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1
                | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0
                | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1
                | LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2
                | LegalActionsActivateShootinLadders
                | LegalActionsBoostFragDeadlands
                | LegalActionsCageDrawRunForYourLifeCandyman
                | LegalActionsChoosePassLadder29
                | LegalActionsCureFragDeadlands
                | LegalActionsDefendRunForYourLifeCandyman
                | LegalActionsDiscardFragDeadlands
                | LegalActionsDropFlagShootinLadders
                | LegalActionsDropFragDeadlands
                | LegalActionsEquipRunForYourLifeCandyman
                | LegalActionsEscapeRunForYourLifeCandyman
                | LegalActionsFallFragDeadlands
                | LegalActionsFlagPartShootinLadders
                | LegalActionsGearShootinLadders
                | LegalActionsGoFirstShootinLadders
                | LegalActionsHangFragDeadlands
                | LegalActionsHoldFireFragDeadlands
                | LegalActionsHoldFragDeadlands
                | LegalActionsJokerDrawFragDeadlands
                | LegalActionsJumpFragDeadlands
                | LegalActionsKeepFlagShootinLadders
                | LegalActionsKeepFragDeadlands
                | LegalActionsKeepNoneFragDeadlands
                | LegalActionsLeadLadder29
                | LegalActionsNoBloodFragDeadlands
                | LegalActionsNoDefenseRunForYourLifeCandyman
                | LegalActionsNoHangFragDeadlands
                | LegalActionsNoReactionShootinLadders
                | LegalActionsNoReturnFragDeadlands
                | LegalActionsNoSummonRunForYourLifeCandyman
                | LegalActionsPartRunForYourLifeCandyman
                | LegalActionsPassFlagShootinLadders
                | LegalActionsPickupFragDeadlands
                | LegalActionsPlaceShootinLadders
                | LegalActionsPlayWeaponShootinLadders
                | LegalActionsPokerFragDeadlands
                | LegalActionsReactShootinLadders
                | LegalActionsReloadShootinLadders
                | LegalActionsReturnFireFragDeadlands
                | LegalActionsShootOutFragDeadlands
                | LegalActionsStayShootinLadders
                | LegalActionsStealFlagShootinLadders
                | LegalActionsSummonRunForYourLifeCandyman
                | LegalActionsSwapFragDeadlands
                | LegalActionsTakeBloodFragDeadlands
                | LegalActionsTakeHotSpotLadder29
                | LegalActionsTeleportFragDeadlands
                | LegalActionsTreatRunForYourLifeCandyman
                | LegalActionsUseBloodFragDeadlands
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_activate_shootin_ladders = LegalActionsActivateShootinLadders.from_dict(data)

                    return actions_item_activate_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = (
                        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(
                            data
                        )
                    )

                    return actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = (
                        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(
                            data
                        )
                    )

                    return actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = (
                        LegalActionsActionsItemAttackFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(
                            data
                        )
                    )

                    return actions_item_attack_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_boost_frag_deadlands = LegalActionsBoostFragDeadlands.from_dict(data)

                    return actions_item_boost_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_cage_draw_run_for_your_life_candyman = (
                        LegalActionsCageDrawRunForYourLifeCandyman.from_dict(data)
                    )

                    return actions_item_cage_draw_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_choose_frag_deadlands_shootin_ladders_type_0 = (
                        LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType0.from_dict(data)
                    )

                    return actions_item_choose_frag_deadlands_shootin_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_choose_frag_deadlands_shootin_ladders_type_1 = (
                        LegalActionsActionsItemChooseFragDeadlandsShootinLaddersType1.from_dict(data)
                    )

                    return actions_item_choose_frag_deadlands_shootin_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_choose_pass_ladder_29 = LegalActionsChoosePassLadder29.from_dict(data)

                    return actions_item_choose_pass_ladder_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_cure_frag_deadlands = LegalActionsCureFragDeadlands.from_dict(data)

                    return actions_item_cure_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_defend_run_for_your_life_candyman = LegalActionsDefendRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_defend_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_discard_frag_deadlands = LegalActionsDiscardFragDeadlands.from_dict(data)

                    return actions_item_discard_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0 = (
                        LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType0.from_dict(data)
                    )

                    return actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_1 = (
                        LegalActionsActionsItemDrawRunForYourLifeCandymanShootinLaddersType1.from_dict(data)
                    )

                    return actions_item_draw_run_for_your_life_candyman_shootin_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_drop_frag_deadlands = LegalActionsDropFragDeadlands.from_dict(data)

                    return actions_item_drop_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_drop_flag_shootin_ladders = LegalActionsDropFlagShootinLadders.from_dict(data)

                    return actions_item_drop_flag_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0 = (
                        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType0.from_dict(
                            data
                        )
                    )

                    return actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1 = (
                        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType1.from_dict(
                            data
                        )
                    )

                    return actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2 = (
                        LegalActionsActionsItemEndTurnFragDeadlandsRunForYourLifeCandymanShootinLaddersType2.from_dict(
                            data
                        )
                    )

                    return actions_item_end_turn_frag_deadlands_run_for_your_life_candyman_shootin_ladders_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_equip_run_for_your_life_candyman = LegalActionsEquipRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_equip_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_escape_run_for_your_life_candyman = LegalActionsEscapeRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_escape_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_fall_frag_deadlands = LegalActionsFallFragDeadlands.from_dict(data)

                    return actions_item_fall_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_flag_part_shootin_ladders = LegalActionsFlagPartShootinLadders.from_dict(data)

                    return actions_item_flag_part_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_gear_shootin_ladders = LegalActionsGearShootinLadders.from_dict(data)

                    return actions_item_gear_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_go_first_shootin_ladders = LegalActionsGoFirstShootinLadders.from_dict(data)

                    return actions_item_go_first_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_hang_frag_deadlands = LegalActionsHangFragDeadlands.from_dict(data)

                    return actions_item_hang_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_hold_frag_deadlands = LegalActionsHoldFragDeadlands.from_dict(data)

                    return actions_item_hold_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_hold_fire_frag_deadlands = LegalActionsHoldFireFragDeadlands.from_dict(data)

                    return actions_item_hold_fire_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_joker_draw_frag_deadlands = LegalActionsJokerDrawFragDeadlands.from_dict(data)

                    return actions_item_joker_draw_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_jump_frag_deadlands = LegalActionsJumpFragDeadlands.from_dict(data)

                    return actions_item_jump_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_keep_frag_deadlands = LegalActionsKeepFragDeadlands.from_dict(data)

                    return actions_item_keep_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_keep_flag_shootin_ladders = LegalActionsKeepFlagShootinLadders.from_dict(data)

                    return actions_item_keep_flag_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_keep_none_frag_deadlands = LegalActionsKeepNoneFragDeadlands.from_dict(data)

                    return actions_item_keep_none_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_lead_ladder_29 = LegalActionsLeadLadder29.from_dict(data)

                    return actions_item_lead_ladder_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0 = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType0.from_dict(
                        data
                    )

                    return actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1 = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType1.from_dict(
                        data
                    )

                    return actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2 = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType2.from_dict(
                        data
                    )

                    return actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3 = LegalActionsActionsItemMoveFragDeadlandsRunForYourLifeCandymanShootinLaddersShrinksAndLaddersType3.from_dict(
                        data
                    )

                    return actions_item_move_frag_deadlands_run_for_your_life_candyman_shootin_ladders_shrinks_and_ladders_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_blood_frag_deadlands = LegalActionsNoBloodFragDeadlands.from_dict(data)

                    return actions_item_no_blood_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_defense_run_for_your_life_candyman = (
                        LegalActionsNoDefenseRunForYourLifeCandyman.from_dict(data)
                    )

                    return actions_item_no_defense_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_hang_frag_deadlands = LegalActionsNoHangFragDeadlands.from_dict(data)

                    return actions_item_no_hang_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_reaction_shootin_ladders = LegalActionsNoReactionShootinLadders.from_dict(data)

                    return actions_item_no_reaction_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_return_frag_deadlands = LegalActionsNoReturnFragDeadlands.from_dict(data)

                    return actions_item_no_return_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_no_summon_run_for_your_life_candyman = (
                        LegalActionsNoSummonRunForYourLifeCandyman.from_dict(data)
                    )

                    return actions_item_no_summon_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_part_run_for_your_life_candyman = LegalActionsPartRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_part_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_pass_ladder_29_run_for_your_life_candyman_type_0 = (
                        LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType0.from_dict(data)
                    )

                    return actions_item_pass_ladder_29_run_for_your_life_candyman_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_pass_ladder_29_run_for_your_life_candyman_type_1 = (
                        LegalActionsActionsItemPassLadder29RunForYourLifeCandymanType1.from_dict(data)
                    )

                    return actions_item_pass_ladder_29_run_for_your_life_candyman_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_pass_flag_shootin_ladders = LegalActionsPassFlagShootinLadders.from_dict(data)

                    return actions_item_pass_flag_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_pickup_frag_deadlands = LegalActionsPickupFragDeadlands.from_dict(data)

                    return actions_item_pickup_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_place_shootin_ladders = LegalActionsPlaceShootinLadders.from_dict(data)

                    return actions_item_place_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_play_frag_deadlands_ladder_29_type_0 = (
                        LegalActionsActionsItemPlayFragDeadlandsLadder29Type0.from_dict(data)
                    )

                    return actions_item_play_frag_deadlands_ladder_29_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_play_frag_deadlands_ladder_29_type_1 = (
                        LegalActionsActionsItemPlayFragDeadlandsLadder29Type1.from_dict(data)
                    )

                    return actions_item_play_frag_deadlands_ladder_29_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_play_weapon_shootin_ladders = LegalActionsPlayWeaponShootinLadders.from_dict(data)

                    return actions_item_play_weapon_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_poker_frag_deadlands = LegalActionsPokerFragDeadlands.from_dict(data)

                    return actions_item_poker_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_react_shootin_ladders = LegalActionsReactShootinLadders.from_dict(data)

                    return actions_item_react_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_reload_shootin_ladders = LegalActionsReloadShootinLadders.from_dict(data)

                    return actions_item_reload_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_respawn_frag_deadlands_shootin_ladders_type_0 = (
                        LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType0.from_dict(data)
                    )

                    return actions_item_respawn_frag_deadlands_shootin_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_respawn_frag_deadlands_shootin_ladders_type_1 = (
                        LegalActionsActionsItemRespawnFragDeadlandsShootinLaddersType1.from_dict(data)
                    )

                    return actions_item_respawn_frag_deadlands_shootin_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_return_fire_frag_deadlands = LegalActionsReturnFireFragDeadlands.from_dict(data)

                    return actions_item_return_fire_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0 = (
                        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType0.from_dict(data)
                    )

                    return actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1 = (
                        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType1.from_dict(data)
                    )

                    return actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2 = (
                        LegalActionsActionsItemRollFragDeadlandsShootinLaddersShrinksAndLaddersType2.from_dict(data)
                    )

                    return actions_item_roll_frag_deadlands_shootin_ladders_shrinks_and_ladders_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_shoot_out_frag_deadlands = LegalActionsShootOutFragDeadlands.from_dict(data)

                    return actions_item_shoot_out_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_stay_shootin_ladders = LegalActionsStayShootinLadders.from_dict(data)

                    return actions_item_stay_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_steal_flag_shootin_ladders = LegalActionsStealFlagShootinLadders.from_dict(data)

                    return actions_item_steal_flag_shootin_ladders
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_summon_run_for_your_life_candyman = LegalActionsSummonRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_summon_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_swap_frag_deadlands = LegalActionsSwapFragDeadlands.from_dict(data)

                    return actions_item_swap_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_take_blood_frag_deadlands = LegalActionsTakeBloodFragDeadlands.from_dict(data)

                    return actions_item_take_blood_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_take_hot_spot_ladder_29 = LegalActionsTakeHotSpotLadder29.from_dict(data)

                    return actions_item_take_hot_spot_ladder_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_teleport_frag_deadlands = LegalActionsTeleportFragDeadlands.from_dict(data)

                    return actions_item_teleport_frag_deadlands
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    actions_item_treat_run_for_your_life_candyman = LegalActionsTreatRunForYourLifeCandyman.from_dict(
                        data
                    )

                    return actions_item_treat_run_for_your_life_candyman
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                actions_item_use_blood_frag_deadlands = LegalActionsUseBloodFragDeadlands.from_dict(data)

                return actions_item_use_blood_frag_deadlands

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        legal_actions = cls(
            version=version,
            seat=seat,
            actions=actions,
        )

        legal_actions.additional_properties = d
        return legal_actions

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
